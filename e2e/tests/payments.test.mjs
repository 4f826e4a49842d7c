// Payments against the real server, in French and Arabic: staff bill two of the demo client's remitted
// orders; the client finds the bill in its payment history with the server's net, written its language's
// way; the admin opens it in the staff history and pays it after confirming, and the orders become paid
// to the sender.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  launchBrowser,
  newPage,
  screenshot,
  signInByToken,
  startStack,
} from '../support/stack.mjs';

let stack;
let browser;

before(async () => {
  [stack, browser] = await Promise.all([startStack({ seedOrders: 400 }), launchBrowser()]);
});

after(async () => {
  await browser?.close();
  await stack?.stop();
});

const UI = {
  fr: {
    heading: 'Historique des paiements',
    open: (n) => `Voir le paiement ${n}`,
    panel: (n) => `Paiement ${n}`,
    confirm: 'Confirmer le paiement',
    confirmed: 'Le paiement est confirmé : les colis sont payés au client.',
    paid: 'Payé',
    // 1 234,567 dt: a narrow no-break space between thousands.
    money: (m) =>
      `${new Intl.NumberFormat('fr-FR').format(Math.floor(Math.abs(m) / 1000))},${String(Math.abs(m) % 1000).padStart(3, '0')} dt`,
  },
  ar: {
    heading: 'سجل الدفعات',
    open: (n) => `فتح الدفعة ${n}`,
    panel: (n) => `الدفعة ${n}`,
    confirm: 'تأكيد الدفعة',
    confirmed: 'تم تأكيد الدفعة: تم دفع مبالغ الطرود للحريف.',
    paid: 'مدفوع',
    // The amount is isolated left to right inside Arabic text (U+2066 … U+2069).
    money: (m) =>
      `\u2066${new Intl.NumberFormat('ar-TN').format(Math.floor(Math.abs(m) / 1000))},${String(Math.abs(m) % 1000).padStart(3, '0')}\u2069 د.ت`,
  },
};

/** Calls the API with a token; the parsed answer and its status. */
async function api(method, pathname, token, body) {
  const res = await fetch(`${stack.baseUrl}/api/v1${pathname}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body && { 'content-type': 'application/json' }),
    },
    body: body && JSON.stringify(body),
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

/** Two of the demo client's remitted orders that no live bill holds yet, billed by the admin. */
async function billTwoOrders(adminToken, clientToken) {
  const list = await api(
    'GET',
    '/order/getOrdersOfTheDay?from=2020-01-01&to=2030-12-31&status=PAID_TO_WOLVO&limit=100',
    clientToken,
  );
  assert.equal(list.status, 200);
  const ids = list.body.items.map((o) => o.id);
  const preview = await api('GET', `/bill/init/${ids.join(',')}`, adminToken);
  // The seed's pending bills already hold some of them: the server names each one.
  const taken = new Set(
    preview.status === 400 ? preview.body.message.map((m) => Number(m.split(':')[0])) : [],
  );
  const free = ids.filter((id) => !taken.has(id)).slice(0, 2);
  assert.equal(free.length, 2, 'two free remitted orders');
  const added = await api('POST', '/bill/add', adminToken, { orderIds: free });
  assert.equal(added.status, 201, JSON.stringify(added.body));
  return { bill: added.body, orderIds: free };
}

describe('payments: a bill from creation to payment', () => {
  for (const lang of ['fr', 'ar']) {
    test(`in ${lang}: the client sees its new bill; the admin pays it and its orders are paid to the sender`, async () => {
      const ui = UI[lang];
      const { token: adminToken } = await stack.apiLogin('admin');
      const { token: clientToken } = await stack.apiLogin('client');
      const { bill, orderIds } = await billTwoOrders(adminToken, clientToken);

      const client = await newPage(browser, {
        lang,
        colorScheme: lang === 'ar' ? 'dark' : 'light',
      });
      try {
        await signInByToken(client.context(), stack, 'client');
        await client.goto(`/${lang}/client/finance/payment-history`);
        await client.getByRole('heading', { level: 1, name: ui.heading }).waitFor();
        await client.getByRole('button', { name: ui.open(bill.paymentNumber) }).click();
        const panel = client.getByRole('dialog', { name: ui.panel(bill.paymentNumber) });
        await panel.getByTestId('bill-net').waitFor();
        assert.equal(
          (await panel.getByTestId('bill-net').textContent()).trim(),
          ui.money(bill.netToPay),
        );
        assert.equal(await panel.getByRole('button', { name: ui.confirm }).count(), 0);
        await screenshot(client, `payment-detail-client-${lang}`);
        assert.deepEqual(client.consoleErrors, []);
      } finally {
        await client.context().close();
      }

      const admin = await newPage(browser, { lang, colorScheme: lang === 'ar' ? 'light' : 'dark' });
      try {
        await signInByToken(admin.context(), stack, 'admin');
        await admin.goto(`/${lang}/wolvo-team/finance/payment-history`);
        await admin.getByRole('heading', { level: 1, name: ui.heading }).waitFor();
        await admin.getByRole('button', { name: ui.open(bill.paymentNumber) }).click();
        const panel = admin.getByRole('dialog', { name: ui.panel(bill.paymentNumber) });
        await panel.getByTestId('bill-net').waitFor();
        await screenshot(admin, `payment-detail-staff-${lang}`);
        await panel.getByRole('button', { name: ui.confirm }).click();
        const answer = admin.waitForResponse(
          (r) => r.url().endsWith(`/bill/confirm/${bill.id}`) && r.request().method() === 'PUT',
        );
        await admin.getByRole('dialog').last().getByRole('button', { name: ui.confirm }).click();
        assert.equal((await answer).status(), 200);
        await admin.getByText(ui.confirmed).waitFor();
        await admin
          .getByTestId('bill-row')
          .filter({ hasText: bill.paymentNumber })
          .getByText(ui.paid)
          .waitFor();
        assert.deepEqual(admin.consoleErrors, []);
      } finally {
        await admin.context().close();
      }

      for (const id of orderIds) {
        const order = await api('GET', `/order/get/search-for-id/${id}`, clientToken);
        assert.equal(order.body.status, 'PAID_TO_SENDER');
      }
    });
  }
});
