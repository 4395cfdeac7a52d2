/**
 * When the chat socket is connected: for a signed-in shopper with a connection whose tab is in
 * view, on any screen, so a seller's reply raises its toast and unread count wherever the
 * shopper is browsing. Never for guests; not while the tab is hidden (a phone keeps no radio
 * awake for a tab nobody looks at; coming back reconnects and reads the conversations again).
 */
export function shouldConnect(state: { signedIn: boolean; online: boolean; visible: boolean }) {
  return state.signedIn && state.online && state.visible;
}
