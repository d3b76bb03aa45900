// `node scripts/js-budget.mjs [webRoot]` (after `npm run build`; `npm test` runs it after the
// build): prints each route's initial JS in gzipped KB and fails when one is past its budget
// (scripts/lib/js-budget.mjs holds the routes and budgets).
import path from 'node:path';
import { root } from './lib/ensure-install.mjs';
import { checkBudgets } from './lib/js-budget.mjs';

const webRoot = path.resolve(process.argv[2] ?? path.join(root, 'dist/web'));
const { routes, over } = checkBudgets(webRoot);
for (const { route, gzKb, budgetKb, files } of routes) {
  const largest = [...files]
    .sort((a, b) => b.gz - a.gz)
    .slice(0, 5)
    .map((f) => `${path.basename(f.file)} ${(f.gz / 1024).toFixed(1)}`)
    .join(', ');
  console.log(
    `${route}: ${gzKb} KB gz of JS in ${files.length} files (budget ${budgetKb} KB); largest: ${largest}`,
  );
}
if (over.length > 0) {
  console.error(
    `over budget: ${over.map((r) => `${r.route} ${r.gzKb} > ${r.budgetKb} KB`).join('; ')}`,
  );
  process.exit(1);
}
