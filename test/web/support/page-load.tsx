import type { RouteObject } from 'react-router-dom';

export type Page = Awaited<ReturnType<typeof load>>;

/**
 * One page load of the app, for the length of `steps`: fresh modules (React and Testing
 * Library included), so module state starts from what the device stored (localStorage,
 * IndexedDB), as after a reload. Everything the page imports later (its lazy screens) comes
 * from the same fresh modules while `steps` runs; the page is unmounted after it.
 * `page.open(path)` renders the app as main.tsx assembles it: its providers and routes, the
 * session started with the same sign-out clean-up, in a memory router at `path`.
 */
export async function pageLoad(steps: (page: Page) => Promise<void>): Promise<void> {
  await jest.isolateModulesAsync(async () => {
    const page = await load();
    try {
      await steps(page);
    } finally {
      page.cleanup();
    }
  });
}

async function load() {
  const rtl = await import('@testing-library/react/pure');
  // The first visit to a screen compiles its lazy chunk, slow on a busy machine.
  rtl.configure({ asyncUtilTimeout: 5_000 });
  const { createMemoryRouter, RouterProvider } = await import('react-router-dom');
  const { App } = await import('@/app/app');
  const { routes } = (await import('@/app/router')) as { routes: RouteObject[] };
  const { forgetUserData } = await import('@/app/forget-user-data');
  const session = await import('@/lib/session');
  session.startSession({ onSignOut: forgetUserData });
  return {
    ...rtl,
    session,
    open(path: string) {
      const router = createMemoryRouter(routes, { initialEntries: [path] });
      rtl.render(
        <App>
          <RouterProvider router={router} />
        </App>,
      );
      return router;
    },
  };
}

/** "Digitar itens" (opened when closed), the name typed into "Item", then "Adicionar". */
export async function typeItem(page: Page, name: string): Promise<void> {
  const { screen, fireEvent } = page;
  if (!screen.queryByRole('textbox', { name: 'Item' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Digitar itens' }));
  fireEvent.change(screen.getByRole('textbox', { name: 'Item' }), { target: { value: name } });
  fireEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
}
