import { Alert, Button, Container, SimpleGrid, Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { PlanCard } from '../../lib/ui/PlanCard';
import { PageHero } from './PageHero';
import { planLabel, plansQuery } from './queries';

/** /pricing and /tarifs: the plans as they are now in the database, with their limits. */
export function PricingPage() {
  const plans = useQuery(plansQuery);
  return (
    <>
      <PageHero title="Tarifs">
        Commencez gratuitement et changez de formule quand votre activité grandit. Prix en F CFA, sans engagement.
      </PageHero>
      <Container size="lg" pb={48}>
        {plans.isError && (
          <Alert color="red" title="Tarifs indisponibles">
            {plans.error.message}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
          {plans.isPending && Array.from({ length: 4 }, (_, i) => <Skeleton key={i} height={280} radius="md" />)}
          {plans.data?.map((plan) => (
            <PlanCard key={plan.id} plan={plan}>
              <Button component={Link} to="/auth/signup" variant={plan.name === 'premium' ? 'filled' : 'light'}>
                Choisir {planLabel(plan.name)}
              </Button>
            </PlanCard>
          ))}
        </SimpleGrid>
      </Container>
    </>
  );
}
