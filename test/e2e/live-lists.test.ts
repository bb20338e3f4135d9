import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, phoneContext } from '../support/browser';
import type { TestUser } from '../support/local-users';
import {
  api,
  createList,
  expectGone,
  expectVisible,
  goOffline,
  goOnline,
  signUpInBrowser,
  typeItems,
  url,
} from './e2e-helpers';

/** Screenshots for a person to look at, when E2E_SCREENSHOT_DIR is set. */
const shot = async (page: Page, name: string) => {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
};
const main = (page: Page) => page.getByRole('main');
const checkbox = (page: Page, name: string) => page.getByRole('checkbox', { name: `${name} comprado` });

/**
 * Issue 24: two people on one shared list, each on their own phone, see each other's adds,
 * checks and deletions without reloading; a phone that was offline catches up when back.
 */
describe('live lists in two browsers', () => {
  let browser: Browser;
  let contexts: BrowserContext[];
  let ana: Page;
  let bia: Page;
  let anaUser: TestUser;
  let biaUser: TestUser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());
  beforeEach(async () => {
    contexts = [await phoneContext(browser, url), await phoneContext(browser, url)];
    ana = await contexts[0]!.newPage();
    bia = await contexts[1]!.newPage();
    [anaUser, biaUser] = await Promise.all([signUpInBrowser(ana, 'Ana Souza'), signUpInBrowser(bia, 'Bia Lima')]);
  });
  afterEach(async () => Promise.all(contexts.map((context) => context.close())));

  it("shows each one's adds, checks and deletions on the other's screen, and catches up after being offline", async () => {
    const listId = await createList(anaUser, 'Casa', ['Arroz', 'Feijão']);
    const invited = await api({ user: anaUser })('POST', `/lists/${listId}/invitations`, { inviterName: 'Ana Souza' });
    const token = invited.body.invitation.token as string;
    expect((await api({ user: biaUser })('POST', `/invitations/${token}/accept`, { memberName: 'Bia' })).status).toBe(
      200,
    );

    await Promise.all([ana.goto(`/saved-list/${listId}`), bia.goto(`/saved-list/${listId}`)]);
    // Live: the list is no longer polled, so what follows arrives through the nudges.
    await Promise.all([expectVisible(main(ana).getByText('Ao vivo')), expectVisible(main(bia).getByText('Ao vivo'))]);

    await typeItems(ana, ['Leite']);
    await expectVisible(main(bia).getByText('Leite', { exact: true }), 5000);

    await checkbox(bia, 'Arroz').click();
    await ana.waitForFunction(
      () => document.querySelector<HTMLInputElement>('input[aria-label="Arroz comprado"]')?.checked === true,
      undefined,
      { timeout: 5000 },
    );

    await ana.getByRole('button', { name: 'Excluir Feijão' }).click();
    await expectGone(main(bia).getByText('Feijão', { exact: true }), 5000);
    await shot(bia, 'live-lists-bia');

    // Bia's phone loses the network: no live connection, and Ana's change waits for her return.
    await goOffline(contexts[1]!);
    await expectVisible(main(bia).getByText('Sem conexão ao vivo'));
    await typeItems(ana, ['Café']);
    await checkbox(ana, 'Leite').click();
    await goOnline(contexts[1]!);
    await expectVisible(main(bia).getByText('Café', { exact: true }), 10_000);
    await expectVisible(main(bia).getByText('Ao vivo'));
    // Ana's tick is saved after her add, so it may reach Bia's screen a moment after Café does.
    await bia.waitForFunction(
      () => document.querySelector<HTMLInputElement>('input[aria-label="Leite comprado"]')?.checked === true,
      undefined,
      { timeout: 10_000 },
    );
    await shot(ana, 'live-lists-ana');
  });
});
