import type { ReactNode } from 'react';

// A private-use character: no message and no shopper's text holds it.
const MARK = '\uE000';

/**
 * A message with an element inside it (a link, a shop's name in bold), where each language puts
 * it in its own place: "Did you mean {term}?" against "क्या आप {term} ढूँढ रहे थे?". The message
 * is asked with a mark for the element's input, and the element is drawn where the mark lands.
 */
export function MessageWith({
  text,
  children,
}: {
  /** The message, given the mark for its element's input. */
  text: (mark: string) => string;
  children: ReactNode;
}) {
  const [before = '', after = ''] = text(MARK).split(MARK);
  return (
    <>
      {before}
      {children}
      {after}
    </>
  );
}
