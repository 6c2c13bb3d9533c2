import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/')({
  component: () => <h1>Boutique — Vendre plus, en toute securité</h1>,
});
