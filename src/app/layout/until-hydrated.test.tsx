import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { UntilHydrated } from './until-hydrated';

const rendered = vi.fn();
function PageBelow() {
  rendered();
  return <button type="button">Add to Cart</button>;
}
const Page = () => (
  <UntilHydrated>
    <PageBelow />
  </UntilHydrated>
);

it('keeps the server HTML’s controls disabled until hydrated, then enables them without rendering the page again', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  expect(container.querySelector('fieldset')).toBeDisabled();
  rendered.mockClear();
  await act(async () => void hydrateRoot(container, <Page />));
  expect(container.querySelector('fieldset')).not.toBeDisabled();
  // Once, while hydrating (StrictMode is not on here): not again when the controls turn on.
  expect(rendered).toHaveBeenCalledOnce();
});
