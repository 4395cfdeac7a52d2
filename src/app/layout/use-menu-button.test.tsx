import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { useMenuButton } from './use-menu-button';

/** A menu whose items are drawn when `items` says, as a lazily loaded part's are. */
function Menu({ items }: { items: ReactNode }) {
  const { open, setOpen, button, menu, onMenuKey } = useMenuButton();
  return (
    <>
      <button ref={button} type="button" onClick={() => setOpen(true)}>
        Account
      </button>
      {open && (
        <div ref={menu} role="menu" onKeyDown={onMenuKey}>
          {items}
        </div>
      )}
    </>
  );
}

const item = (name: string) => (
  <button key={name} type="button" role="menuitem">
    {name}
  </button>
);

async function openMenu(items: ReactNode) {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  await act(async () => root.render(<Menu items={items} />));
  await act(async () => container.querySelector('button')!.click());
  return { container, root };
}

it('focuses the first item when the menu opens', async () => {
  const { root } = await openMenu([item('Profile'), item('Orders')]);
  expect(document.activeElement).toHaveTextContent('Profile');
  act(() => root.unmount());
});

it('focuses the first item once it is drawn, when the items come after the menu opened', async () => {
  const { root } = await openMenu(null);
  expect(document.activeElement).toHaveTextContent('Account');
  await act(async () => root.render(<Menu items={[item('Profile'), item('Orders')]} />));
  expect(document.activeElement).toHaveTextContent('Profile');
  act(() => root.unmount());
});
