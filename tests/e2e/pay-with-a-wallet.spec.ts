/**
 * The wallet test page /testpay. There is no internet here, so Google's script is either cut or never answers
 * (the page must say so and stay usable) or is replaced by a stand-in that records how the button was
 * initialised.
 */
import type { Page } from '@playwright/test';
import { VARIABLES } from '../../src/lib/config/variables.build';
import { expect, hydrated, test } from './fixtures';

test.use({ allowedFailedRequests: [/pay\.google\.com/] });

/** A stand-in for pay.js: a PaymentsClient that records its calls on window.__wallet. */
const STAND_IN = `
window.__wallet = { clients: [], ready: [], loads: [] };
window.google = { payments: { api: { PaymentsClient: class {
  constructor(options) { window.__wallet.clients.push(options); }
  isReadyToPay(request) { window.__wallet.ready.push(request); return Promise.resolve({ result: true }); }
  createButton(options) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Google Pay';
    button.addEventListener('click', options.onClick);
    return button;
  }
  prefetchPaymentData() {}
  loadPaymentData(request) { window.__wallet.loads.push(request); return Promise.resolve({ paymentMethodData: { type: 'CARD' } }); }
} } } };
`;

async function openWallet(page: Page) {
  await page.goto('/testpay');
  const wallet = page.locator('.wallet');
  await wallet.scrollIntoViewIfNeeded();
  return wallet;
}

test('says the wallet cannot be loaded when its script fails or never answers', async ({ page }) => {
  await page.route('https://pay.google.com/**', (route) => route.abort('internetdisconnected'));
  const wallet = await openWallet(page);
  await expect(wallet).toContainText('Total $900.00 USD');
  await expect(wallet.getByRole('alert')).toHaveText(/Google Pay could not be loaded/);
  await expect(wallet.getByRole('button', { name: 'Initiate payment' })).toBeDisabled();

  // Never answered: the page gives up after its own deadline, measured on its clock (stopped, moved by the test).
  await page.unroute('https://pay.google.com/**');
  await page.route('https://pay.google.com/**', () => {
    // Never answered.
  });
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.reload();
  await wallet.scrollIntoViewIfNeeded();
  // The deadline starts when the island runs.
  await hydrated(page, wallet);
  await expect(wallet.getByRole('status').first()).toHaveText('Loading Google Pay…');
  await page.clock.runFor(9_000);
  await expect(wallet.getByRole('status').first()).toHaveText('Loading Google Pay…');
  await expect(wallet.getByRole('alert')).toHaveCount(0);
  await page.clock.runFor(1_000);
  await expect(wallet.getByRole('alert')).toHaveText(/Google Pay could not be loaded/);
  await expect(wallet.getByRole('button', { name: 'Initiate payment' })).toBeDisabled();
});

test('initialises the wallet button with the merchant, networks and amount, and opens the sheet', async ({ page }) => {
  await page.route('https://pay.google.com/gp/p/js/pay.js', (route) => route.fulfill({ contentType: 'text/javascript', body: STAND_IN }));
  const wallet = await openWallet(page);
  await expect(wallet.getByRole('status').first()).toHaveText('Google Pay is ready. Use the Google Pay button or Initiate payment.');
  await expect(wallet.getByRole('button', { name: 'Google Pay' })).toBeVisible();

  const recorded = await page.evaluate(
    () => (window as unknown as { __wallet: { clients: Array<Record<string, unknown>>; ready: unknown[] } }).__wallet,
  );
  // The test build uses the configuration's defaults for Google Pay.
  expect(recorded.clients[0]).toMatchObject({
    environment: VARIABLES.PUBLIC_GOOGLE_PAY_ENVIRONMENT.fallback,
    merchantInfo: { merchantId: VARIABLES.PUBLIC_GOOGLE_PAY_MERCHANT_ID.fallback, merchantName: 'ParkCloud' },
  });
  expect(recorded.ready[0]).toMatchObject({
    apiVersion: 2,
    allowedPaymentMethods: [{ type: 'CARD', parameters: { allowedCardNetworks: ['AMEX', 'DISCOVER', 'MASTERCARD', 'VISA'] } }],
  });

  await wallet.getByRole('button', { name: 'Initiate payment' }).click();
  await expect(wallet.getByText('Payment data received from Google Pay.')).toBeVisible();
  const loads = await page.evaluate(() => (window as unknown as { __wallet: { loads: Array<Record<string, unknown>> } }).__wallet.loads);
  expect(loads[0]).toMatchObject({
    transactionInfo: { totalPriceStatus: 'FINAL', totalPrice: '900.00', currencyCode: 'USD' },
    allowedPaymentMethods: [{ parameters: { allowedCardNetworks: ['AMEX', 'DISCOVER', 'MASTERCARD', 'VISA'] } }],
  });
});
