// Slips benchmark: time and size of one PDF of 100 and of 1,000 delivery slips (A4, four per page, and
// thermal labels), half with Arabic names and addresses, and of a 500-order pickup manifest. Renders in this process from the built API
// (`pnpm --filter ./api run build` first); prints the figures and stops.
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from '../scripts/lib.mjs';

const require = createRequire(import.meta.url);
const { renderSlips } = require(path.join(root, 'api', 'dist', 'modules', 'slips', 'slip-pdf.js'));

const slip = (i) => {
  const ar = i % 2 === 0;
  return {
    id: 10_000 + i,
    code: `WLV${String(100_000_000 + ((i * 7919) % 900_000_000)).padStart(9, '0')}`,
    reference: i % 3 ? `CMD-${i}` : null,
    createdAt: '2026-11-23T09:15:00.000Z',
    service: i % 5 === 0 ? 'EXCHANGE' : 'DELIVERY',
    price: i % 7 === 0 ? 0 : 20_000 + i * 125,
    paymentType: i % 4 === 0 ? 'CHECK' : 'CACHE',
    canOpen: i % 2 === 1,
    fragile: i % 3 === 0,
    merchandise: ar ? 'فستان سهرة' : 'Robe de soirée',
    merchandiseQuantity: 1 + (i % 3),
    returningMerchandise: i % 5 === 0 ? 'Robe taille M' : null,
    note: ar ? 'الاتصال قبل التسليم، الطابق 3' : 'Appeler avant de livrer',
    company: ar ? 'متجر الياسمين' : 'Boutique Jasmin',
    merchantPhone: '71234567',
    pickupAddress: '12 Rue de Marseille, Tunis 1000',
    recipient: ar
      ? {
          fullname: `محمد بن علي ${i}`,
          phone1: '22123456',
          phone2: '98765432',
          delegation: 'Ben Arous',
          city: 'Ezzahra',
          address: `نهج الحرية عدد ${i}، حي النصر 2`,
          postalCode: '2034',
        }
      : {
          fullname: `Amira Ben Salah ${i}`,
          phone1: '55123456',
          phone2: null,
          delegation: 'Sfax',
          city: 'Sfax Ville',
          address: `${i} Avenue Habib Bourguiba, Résidence Les Palmiers`,
          postalCode: '3000',
        },
    trackingUrl: `https://app.wolvo.example/fr/track/token${i}`,
  };
};

// One warm-up render so the figures leave out loading the fonts and the libraries.
await renderSlips([slip(0)], {
  layout: 'a4',
  lang: 'fr',
  providerName: 'Wolvo',
  printedAt: new Date(),
});
for (const layout of ['a4', 'thermal'])
  for (const count of [100, 1000]) {
    const slips = Array.from({ length: count }, (_, i) => slip(i));
    const start = performance.now();
    const pdf = await renderSlips(slips, {
      layout,
      lang: 'fr',
      providerName: 'Wolvo',
      printedAt: new Date(),
    });
    const ms = performance.now() - start;
    console.log(
      `slips ${layout.padEnd(7)} ${String(count).padStart(5)}: ${(ms / 1000).toFixed(2)} s, ${(pdf.length / 1e6).toFixed(2)} MB`,
    );
  }

// A pickup manifest of 500 orders (one A4 list with totals), French and Arabic.
const { renderManifest } = require(
  path.join(root, 'api', 'dist', 'modules', 'slips', 'manifest-pdf.js'),
);
const manifestRows = Array.from({ length: 500 }, (_, i) => {
  const { id, code, service, price, note, recipient } = slip(i);
  return { id, code, service, price, note, recipient };
});
for (const lang of ['fr', 'ar']) {
  const start = performance.now();
  const pdf = await renderManifest(
    {
      merchant: {
        companies: ['Boutique Jasmin'],
        phone: '71234567',
        pickupAddress: '12 Rue de Marseille',
      },
      rows: manifestRows,
      totals: {
        count: manifestRows.length,
        cod: manifestRows.reduce((sum, r) => sum + r.price, 0),
      },
    },
    { lang, providerName: 'Wolvo', printedAt: new Date() },
  );
  const ms = performance.now() - start;
  console.log(
    `manifest ${lang}   500 orders: ${(ms / 1000).toFixed(2)} s, ${(pdf.length / 1e6).toFixed(2)} MB`,
  );
}

// The event loop while 1,000 A4 slips render: in the request's thread, then in the PDF worker pool (what
// the API does). A small request waits as long as the loop is busy: the lateness of a 5 ms timer, ticking
// all along, is that wait.
const { pdfRenderer } = require(path.join(root, 'api', 'dist', 'modules', 'slips', 'pdf-pool.js'));
const thousand = Array.from({ length: 1000 }, (_, i) => slip(i));
const job = (slips) => ({
  kind: 'slips',
  slips,
  options: { layout: 'a4', lang: 'fr', providerName: 'Wolvo', printedAt: new Date() },
});
async function loopWhile(render) {
  const late = [];
  let running = true;
  const tick = () => {
    const due = performance.now() + 5;
    setTimeout(() => {
      late.push(Math.max(0, performance.now() - due));
      if (running) tick();
    }, 5);
  };
  tick();
  const start = performance.now();
  await render();
  const ms = performance.now() - start;
  running = false;
  // The timer that came due during a blocking render fires only now.
  await new Promise((resolve) => setTimeout(resolve, 20));
  late.sort((a, b) => a - b);
  return { ms, max: late.at(-1) ?? 0, p95: late[Math.floor(late.length * 0.95)] ?? 0 };
}
await pdfRenderer.render(job([slip(0)])); // starts a worker and loads its fonts
for (const [name, render] of [
  ['in the request thread', () => renderSlips(thousand, job(thousand).options)],
  ['in the worker pool', () => pdfRenderer.render(job(thousand))],
]) {
  const { ms, max, p95 } = await loopWhile(render);
  console.log(
    `1,000 slips ${name.padEnd(21)}: ${(ms / 1000).toFixed(2)} s; a small request waits up to ${max.toFixed(0)} ms (p95 ${p95.toFixed(0)} ms)`,
  );
}
process.exit(0);
