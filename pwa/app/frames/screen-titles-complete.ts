import type { FileRoutesByFullPath } from '../../routeTree.gen';
import type { SCREEN_TITLES } from './screen-titles';

/** Every route path of the merchant and admin areas, from TanStack Router's generated tree. */
export type BackOfficePath = Extract<keyof FileRoutesByFullPath, `/user${string}` | `/admin${string}`>;

/** Screens the title table forgets: none, or this file does not compile (`tsc`, npm test's typecheck). */
type Untitled = Exclude<BackOfficePath, keyof typeof SCREEN_TITLES>;
export const EVERY_SCREEN_TITLED: [Untitled] extends [never] ? true : Untitled = true;
