import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Input,
  MantineProvider,
  NativeSelect,
  PasswordInput,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { cssVariablesResolver, theme } from '../../app/theme';
import { AuthFrame } from './AuthFrame';
import { DEFAULT_COUNTRY, DEFAULT_COUNTRY_LABEL } from './phone-default';
import { SESSION_EXPIRED, SESSION_EXPIRED_WHY } from './sign-in-form';

/**
 * The sign-in page's HTML (decision 013 « The sign-in page is a light page »): the app's own Mantine
 * components and theme, rendered ONCE at build time (pwa/build/signin-page.ts puts it into pwa/auth/signin.html), so
 * the page looks like every other screen and ships no React. Its behaviour is pwa/features/auth/light-signin.ts, which
 * finds the parts below by id. What it shows later is drawn here too, hidden: the alerts, the busy button, and (in
 * <template>s) a field's error line and the eye of a shown password.
 */
export function SignInMarkup() {
  return (
    <AuthFrame
      home={(brand) => (
        <Anchor href="/" underline="never" c="inherit">
          {brand}
        </Anchor>
      )}
    >
      <form id="signin-form" noValidate>
        <Stack>
          <Title order={1} size="h2">
            Connexion
          </Title>
          <Alert color="blue" data-testid="signin-reason" id="signin-reason" title={SESSION_EXPIRED} hidden>
            <span id="signin-reason-text">{SESSION_EXPIRED_WHY}</span>
          </Alert>
          <Alert color="red" role="alert" data-testid="signin-error" id="signin-error" hidden>
            <span id="signin-error-text" />
          </Alert>
          <Tabs defaultValue="email" id="signin-tabs" keepMounted keepMountedMode="display-none">
            <Tabs.List grow>
              <Tabs.Tab value="email">Par email</Tabs.Tab>
              <Tabs.Tab value="phone">Par téléphone</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="email" pt="md">
              <TextInput
                id="signin-email"
                name="email"
                label="Email"
                type="email"
                autoComplete="email"
                placeholder="vous@exemple.com"
              />
            </Tabs.Panel>
            <Tabs.Panel value="phone" pt="md">
              <Group align="flex-start" gap="xs" wrap="nowrap">
                <NativeSelect
                  id="signin-country"
                  name="country"
                  label="Indicatif"
                  w={150}
                  data={[{ value: DEFAULT_COUNTRY, label: DEFAULT_COUNTRY_LABEL }]}
                />
                <TextInput
                  id="signin-phone"
                  name="phone"
                  label="Téléphone"
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  placeholder="70 00 00 00"
                  style={{ flex: 1 }}
                />
              </Group>
            </Tabs.Panel>
          </Tabs>
          <PasswordInput id="signin-password" name="password" label="Mot de passe" autoComplete="current-password" />
          <Group justify="space-between">
            <Checkbox id="signin-remember" name="remember" label="Se souvenir de moi" />
            <Anchor href="/auth/forgot" size="sm">
              Mot de passe oublié ?
            </Anchor>
          </Group>
          {/* Usable once the page's script runs (the bench's « form usable » waits for it). */}
          <Button type="submit" id="signin-submit" fullWidth disabled>
            Se connecter
          </Button>
          <Button type="button" id="signin-busy" fullWidth loading hidden>
            Se connecter
          </Button>
          <Text size="sm" ta="center">
            Pas encore de compte ? <Anchor href="/auth/signup">Créer ma boutique</Anchor>
          </Text>
        </Stack>
      </form>
      <template id="signin-field-error">
        <Input.Error size="sm" />
      </template>
      <template id="signin-eye-shown">
        <PasswordInput visible readOnly aria-hidden />
      </template>
    </AuthFrame>
  );
}

/** The page's HTML, theme variables included (MantineProvider writes them as <style> elements). */
export function renderSignInMarkup(): string {
  return renderToStaticMarkup(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <SignInMarkup />
    </MantineProvider>,
  );
}
