import { redirect, type ParsedLocation } from '@tanstack/react-router';
import type { Session } from './session';

/** beforeLoad of a screen for signed-in shoppers: a guest goes to /login and comes back after. */
export function requireShopper({
  context,
  location,
}: {
  context: { session: () => Session };
  location: ParsedLocation;
}): void {
  if (!context.session().user)
    throw redirect({ to: '/login', search: { redirect: location.href } });
}
