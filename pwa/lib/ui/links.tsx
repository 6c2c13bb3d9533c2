import { forwardRef } from 'react';
import { Anchor, Button, type AnchorProps, type ButtonProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';

// Mantine's Anchor and Button as router links, with the router's typed `to`, `params` and `search`
// (Mantine's `component={Link}` loses the route types).

type AnchorElementProps = AnchorProps & Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, keyof AnchorProps>;
const AnchorAsLink = forwardRef<HTMLAnchorElement, AnchorElementProps>((props, ref) => <Anchor ref={ref} {...props} />);
const CreatedAnchorLink = createLink(AnchorAsLink);
export const AnchorLink: LinkComponent<typeof AnchorAsLink> = (props) => <CreatedAnchorLink {...props} />;

type ButtonElementProps = ButtonProps & Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, keyof ButtonProps>;
const ButtonAsLink = forwardRef<HTMLAnchorElement, ButtonElementProps>((props, ref) => (
  <Button component="a" ref={ref} {...props} />
));
const CreatedButtonLink = createLink(ButtonAsLink);
export const ButtonLink: LinkComponent<typeof ButtonAsLink> = (props) => <CreatedButtonLink {...props} />;
