import { Alert, Badge, Button, Card, Container, List, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { PageHero } from './PageHero';
import { cycleLabel, formatPrice, planLabel, plansQuery } from './queries';

export function PricingPage() {
  const plans = useQuery(plansQuery);
  return (
    <>
      <PageHero title="Tarifs">
        Commencez gratuitement et changez de formule quand votre activité grandit. Prix en FCFA, sans engagement.
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
            <Card key={plan.id} withBorder padding="lg" data-testid="plan-card">
              <Stack gap="sm" h="100%">
                <Title order={2} size="h3">
                  {planLabel(plan.name)}
                </Title>
                <Text fz={28} fw={800}>
                  {formatPrice(plan.price)}{' '}
                  <Text span c="dimmed" size="sm">
                    {Number(plan.price) > 0 ? cycleLabel(plan.billing_cycle) : ''}
                  </Text>
                </Text>
                {Number(plan.discount_rate) > 0 && <Badge color="green">-{Number(plan.discount_rate)} %</Badge>}
                <List size="sm" spacing={4} style={{ flex: 1 }}>
                  {plan.description.map((line) => (
                    <List.Item key={line}>{line}</List.Item>
                  ))}
                </List>
                <Button component={Link} to="/auth/signup" variant={plan.name === 'premium' ? 'filled' : 'light'}>
                  Choisir {planLabel(plan.name)}
                </Button>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </>
  );
}
