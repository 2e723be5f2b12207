// Fails when an installed dependency is offered only under a copyleft licence (AGPL, GPL, SSPL):
// an association must be able to run Xiehui in a closed deployment without obligations.
// A dual licence such as "(MIT OR GPL-3.0-or-later)" passes, since the permissive one can be chosen.
import { init } from 'license-checker-rseidelsohn';

const COPYLEFT = /\b(AGPL|GPL|SSPL)\b/i;

function onlyCopyleft(licences) {
  const alternatives = String(licences)
    .replace(/[()]/g, '')
    .split(/\s+OR\s+/i);
  return alternatives.every((alternative) => COPYLEFT.test(alternative));
}

init({ start: process.cwd(), excludePrivatePackages: true }, (error, packages) => {
  if (error) {
    console.error(error);
    process.exit(2);
  }
  const refused = Object.entries(packages).filter(([, info]) => onlyCopyleft(info.licenses));
  for (const [name, info] of refused) console.error(`copyleft licence: ${name} (${info.licenses})`);
  console.log(`licences checked: ${Object.keys(packages).length} packages, ${refused.length} copyleft`);
  process.exit(refused.length ? 1 : 0);
});
