import type { AppConfig } from '../config';
import type { Logger } from '../context';
import { lowerHashCostForTestServer } from './passwords';

/**
 * Before a process hashes anything (the demo seed, sign-ups): the test runs' servers hash passwords at the cost
 * TEST_PASSWORD_HASH_COST gives (api/config.ts), and the log says so. Without it, production's cost.
 */
export function applyTestHashCost(config: AppConfig, log: Logger): void {
  if (!config.testPasswordHashCost) return;
  lowerHashCostForTestServer(config.testPasswordHashCost);
  log.info(
    `TEST_PASSWORD_HASH_COST : mots de passe hachés au coût de test N=2^${config.testPasswordHashCost} ` +
      '(tests seulement ; sans cette variable, N=2^17)',
  );
}
