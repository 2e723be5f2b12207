// Draws the demo site's banner and article-cover images and writes them, AVIF + WebP + JPEG, to
// web/public/images/{banner,covers}/. The pictures are our own: SVG compositions (ink-wash hills,
// lanterns, paper lattices, waves, paper-cuts; no text) drawn from a fixed seed, so a rerun gives
// the same pictures. Chromium renders each to PNG (and the JPEG fallback); avifenc and cwebp encode
// the rest. Needs the Debian packages chromium, libavif-bin and webp:
//   apt-get install chromium libavif-bin webp && node scripts/make-demo-images.mjs
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const OUT = fileURLToPath(new URL('../web/public/images/', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

for (const tool of ['avifenc', 'cwebp']) {
  if (spawnSync(tool, ['-h'], { stdio: 'ignore' }).error) {
    console.error(`${tool} is missing: apt-get install libavif-bin webp`);
    process.exit(1);
  }
}

// --- drawing helpers -------------------------------------------------------------------------

/** A small seeded PRNG (mulberry32): the same seed draws the same picture. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const f = (n) => Math.round(n * 10) / 10;

/** A ridge line across the picture: a few sines of random phase, closed down to the bottom. */
function ridge(rand, w, h, base, amp) {
  const waves = [1, 2.3, 5.1, 11].map((k) => ({ k, phase: rand() * Math.PI * 2, a: amp / k ** 0.8 }));
  const points = [];
  for (let x = 0; x <= w; x += w / 96) {
    const y =
      base - waves.reduce((sum, { k, phase, a }) => sum + a * Math.sin((x / w) * k * Math.PI + phase), 0);
    points.push(`${f(x)},${f(y)}`);
  }
  return `M0,${h} L${points.join(' L')} L${w},${h} Z`;
}

/** Soft grain, as of handmade paper. */
const paperFilter = `<filter id="paper" x="0" y="0" width="100%" height="100%">
  <feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="7"/>
  <feColorMatrix values="0 0 0 0 0.45  0 0 0 0 0.38  0 0 0 0 0.28  0 0 0 0.07 0"/>
  <feComposite in2="SourceGraphic" operator="in"/>
</filter>`;

function svg(w, h, defs, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>${paperFilter}<filter id="mist"><feGaussianBlur stdDeviation="${f(w / 240)}"/></filter>
<filter id="glow" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${f(w / 90)}"/></filter>${defs}</defs>
${body}</svg>`;
}

/** Palettes from the brand blue, with ink, jade and vermilion accents. */
const PALETTES = {
  dusk: {
    sky: ['#0a2f63', '#1769c9', '#9cc7f2'],
    hills: ['#bcd6f2', '#7fa9dc', '#3f78bf', '#164c8f', '#0a2f63'],
    sun: '#ffd9a0',
  },
  ink: {
    sky: ['#e9e3d6', '#f4efe4', '#faf7f0'],
    hills: ['#d9d5cc', '#b3b0aa', '#7d7c7a', '#4b4c50', '#23262d'],
    sun: '#c8402a',
  },
  jade: {
    sky: ['#0f3d3a', '#2f7d6f', '#cfe6d8'],
    hills: ['#cfe3d6', '#98c4ae', '#5d9a82', '#2f6b59', '#123c33'],
    sun: '#f6e6b4',
  },
  dawn: {
    sky: ['#f7d9c4', '#f4efe4', '#dfe9f5'],
    hills: ['#c9d8ea', '#9db7d8', '#6b8fc0', '#3d66a0', '#1d3f72'],
    sun: '#e2553a',
  },
};

/** Ink-wash hills in layers, misty towards the back, with a sun or a seal-red moon. */
function hills(w, h, seed, palette, options) {
  const { defs, body } = hillScene(w, h, seed, palette, options);
  return svg(w, h, defs, `${body}\n<rect width="${w}" height="${h}" fill="#fff" filter="url(#paper)"/>`);
}

/** The hills' gradient and shapes, to draw alone or inside another picture. */
function hillScene(w, h, seed, palette, { sunX = 0.78 } = {}) {
  const rand = random(seed);
  const p = PALETTES[palette];
  const layers = p.hills
    .map((color, i) => {
      const base = h * (0.42 + i * 0.12);
      const d = ridge(rand, w, h, base, h * (0.16 - i * 0.018));
      return `<path d="${d}" fill="${color}"${i < 2 ? ' filter="url(#mist)"' : ''}/>`;
    })
    .join('\n');
  const r = h * 0.11;
  const birds = Array.from({ length: 3 }, (_, i) => {
    const x = w * (0.55 + rand() * 0.15) + i * w * 0.02;
    const y = h * (0.18 + rand() * 0.1);
    const s = w / 160;
    return `<path d="M${f(x - s)},${f(y)} q${f(s / 2)},${f(-s / 2)} ${f(s)},0 q${f(s / 2)},${f(-s / 2)} ${f(s)},0" stroke="${p.hills[4]}" stroke-width="${f(s / 4)}" fill="none" opacity="0.6"/>`;
  }).join('');
  return {
    defs: `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="0.6" stop-color="${p.sky[1]}"/><stop offset="1" stop-color="${p.sky[2]}"/></linearGradient>`,
    body: `<rect width="${w}" height="${h}" fill="url(#sky)"/>
<circle cx="${f(w * sunX)}" cy="${f(h * 0.3)}" r="${f(r * 1.8)}" fill="${p.sun}" opacity="0.25" filter="url(#glow)"/>
<circle cx="${f(w * sunX)}" cy="${f(h * 0.3)}" r="${f(r)}" fill="${p.sun}" opacity="0.9"/>
${birds}
${layers}`,
  };
}

/** Red lanterns on strings against a night sky, with soft lights behind. */
function lanterns(w, h, seed, { count = 5, sky = ['#071c3d', '#0f3f80'] } = {}) {
  const rand = random(seed);
  const lights = Array.from({ length: 26 }, () => {
    const r = (0.01 + rand() * 0.035) * w;
    return `<circle cx="${f(rand() * w)}" cy="${f(rand() * h)}" r="${f(r)}" fill="${rand() < 0.5 ? '#ffcf7a' : '#8fc1ff'}" opacity="${f(0.08 + rand() * 0.15)}"/>`;
  }).join('');
  const items = [];
  for (let i = 0; i < count; i++) {
    const cx = w * (0.2 + (0.75 * (i + 0.5)) / count) + (rand() - 0.5) * w * 0.04;
    const scale = Math.min(w, h) * (0.13 + rand() * 0.08);
    const cy = h * (0.3 + rand() * 0.35);
    const rx = scale * 0.8;
    const ry = scale;
    const ribs = [-0.55, -0.2, 0.2, 0.55]
      .map(
        (k) =>
          `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(Math.abs(k) * rx)}" ry="${f(ry)}" fill="none" stroke="#8e1d12" stroke-width="${f(scale / 40)}" opacity="0.55"/>`,
      )
      .join('');
    items.push(`<line x1="${f(cx)}" y1="0" x2="${f(cx)}" y2="${f(cy - ry)}" stroke="#d9a441" stroke-width="${f(scale / 50)}" opacity="0.7"/>
<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(ry * 1.5)}" fill="#ff8a3d" opacity="0.35" filter="url(#glow)"/>
<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="url(#lantern)"/>${ribs}
<rect x="${f(cx - rx * 0.45)}" y="${f(cy - ry - scale * 0.12)}" width="${f(rx * 0.9)}" height="${f(scale * 0.16)}" rx="${f(scale / 30)}" fill="#d9a441"/>
<rect x="${f(cx - rx * 0.45)}" y="${f(cy + ry - scale * 0.04)}" width="${f(rx * 0.9)}" height="${f(scale * 0.16)}" rx="${f(scale / 30)}" fill="#d9a441"/>
<path d="M${f(cx)},${f(cy + ry + scale * 0.12)} v${f(scale * 0.5)}" stroke="#c8402a" stroke-width="${f(scale / 12)}" stroke-linecap="round"/>`);
  }
  return svg(
    w,
    h,
    `<linearGradient id="night" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient>
<radialGradient id="lantern" cx="0.4" cy="0.4" r="0.7"><stop offset="0" stop-color="#ffb26b"/><stop offset="0.45" stop-color="#e2442c"/><stop offset="1" stop-color="#9c1f14"/></radialGradient>`,
    `<rect width="${w}" height="${h}" fill="url(#night)"/>${lights}
<path d="${ridge(rand, w, h, h * 0.9, h * 0.05)}" fill="#061630" opacity="0.8"/>
${items.join('\n')}`,
  );
}

/** Window lattice (冰裂纹-like fretwork) over paper, seen through a round moon gate. */
function lattice(w, h, seed, { ink = '#0f5fb8', paper = '#f4efe4', pattern = 'fret' } = {}) {
  const rand = random(seed);
  const cell = h / 6;
  const fret =
    pattern === 'fret'
      ? `<path d="M0,0 H${f(cell)} V${f(cell)} H0 Z M${f(cell / 4)},${f(cell / 4)} H${f((cell * 3) / 4)} V${f((cell * 3) / 4)} H${f(cell / 2)} V${f(cell / 2)}" fill="none" stroke="${ink}" stroke-width="${f(cell / 14)}"/>`
      : `<path d="M0,${f(cell / 2)} L${f(cell / 2)},0 L${f(cell)},${f(cell / 2)} L${f(cell / 2)},${f(cell)} Z M${f(cell / 2)},${f(cell / 4)} L${f((cell * 3) / 4)},${f(cell / 2)} L${f(cell / 2)},${f((cell * 3) / 4)} L${f(cell / 4)},${f(cell / 2)} Z" fill="none" stroke="${ink}" stroke-width="${f(cell / 16)}"/>`;
  const r = Math.min(w, h) * 0.36;
  const cx = Math.min(w * (0.55 + rand() * 0.2), w - r * 1.15);
  const cy = h * 0.5;
  const view = hillScene(w, h, seed + 1, 'dawn', { sunX: cx / w });
  const branch = Array.from({ length: 5 }, (_, i) => {
    const x = cx - r * 0.9 + i * r * 0.12;
    const y = cy - r * 0.5 + rand() * r * 0.3;
    return `<circle cx="${f(x + rand() * r * 0.3)}" cy="${f(y + rand() * r * 0.3)}" r="${f(r * 0.06)}" fill="#e2553a" opacity="0.9"/>`;
  }).join('');
  return svg(
    w,
    h,
    `<pattern id="fret" width="${f(cell)}" height="${f(cell)}" patternUnits="userSpaceOnUse">${fret}</pattern>
${view.defs}<clipPath id="gate"><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"/></clipPath>`,
    `<rect width="${w}" height="${h}" fill="${paper}"/>
<rect width="${w}" height="${h}" fill="url(#fret)" opacity="0.22"/>
<g clip-path="url(#gate)">${view.body}</g>
<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="none" stroke="${ink}" stroke-width="${f(h / 40)}"/>
<path d="M${f(cx - r * 1.2)},${f(cy - r * 0.6)} C${f(cx - r * 0.6)},${f(cy - r * 0.9)} ${f(cx - r * 0.3)},${f(cy - r * 0.2)} ${f(cx + r * 0.1)},${f(cy - r * 0.4)}" stroke="#3b2a20" stroke-width="${f(h / 70)}" fill="none" stroke-linecap="round"/>
${branch}
<rect width="${w}" height="${h}" fill="#fff" filter="url(#paper)"/>`,
  );
}

/** Rows of overlapping wave scales (海水纹) in the brand blues, large enough to stay light. */
function waves(w, h, seed, { colors = ['#0a3f7f', '#0f5fb8', '#1890ff', '#9cc7f2', '#f4efe4'] } = {}) {
  const rand = random(seed);
  const r = h / (3.5 + rand());
  const rows = [];
  for (let row = -1, y = -r; y < h + r; row++, y += r / 2) {
    for (let x = row % 2 ? r : 0; x < w + r * 2; x += r * 2) {
      const rings = [1, 0.78, 0.56, 0.34]
        .map(
          (k, i) =>
            `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * k)}" fill="${colors[(i + (row & 1)) % colors.length]}"/>`,
        )
        .join('');
      rows.push(rings);
    }
  }
  const sunX = w * (0.6 + rand() * 0.3);
  return svg(
    w,
    h,
    '',
    `${rows.join('')}
<circle cx="${f(sunX)}" cy="${f(h * 0.32)}" r="${f(h * 0.16)}" fill="#e2553a" opacity="0.92"/>
<rect width="${w}" height="${h}" fill="#fff" filter="url(#paper)"/>`,
  );
}

/** A round paper-cut medallion of petals and rings on a coloured ground. */
function paperCut(w, h, seed, { ground = '#0f5fb8', cut = '#f4efe4', accent = '#e2553a' } = {}) {
  const rand = random(seed);
  const cx = w * (0.3 + rand() * 0.4);
  const cy = h / 2;
  const R = h * 0.4;
  const petals = 8 + Math.floor(rand() * 8);
  const petal = (radius, n, color, width) =>
    Array.from({ length: n }, (_, i) => {
      const a = (i / n) * 360;
      return `<ellipse cx="${f(cx)}" cy="${f(cy - radius / 2)}" rx="${f(width)}" ry="${f(radius / 2)}" fill="${color}" transform="rotate(${f(a)} ${f(cx)} ${f(cy)})"/>`;
    }).join('');
  const dots = Array.from({ length: 40 }, () => {
    const a = rand() * Math.PI * 2;
    const d = R * (1.15 + rand() * 1.2);
    return `<circle cx="${f(cx + Math.cos(a) * d)}" cy="${f(cy + Math.sin(a) * d)}" r="${f(h * (0.005 + rand() * 0.012))}" fill="${cut}" opacity="0.5"/>`;
  }).join('');
  return svg(
    w,
    h,
    '',
    `<rect width="${w}" height="${h}" fill="${ground}"/>${dots}
<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R)}" fill="${cut}"/>
${petal(R * 0.95, petals, ground, R * 0.12)}
<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.42)}" fill="${cut}"/>
${petal(R * 0.4, petals, accent, R * 0.06)}
<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.12)}" fill="${ground}"/>
<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 1.08)}" fill="none" stroke="${cut}" stroke-width="${f(h / 90)}" stroke-dasharray="${f(h / 60)} ${f(h / 90)}"/>
<rect width="${w}" height="${h}" fill="#fff" filter="url(#paper)"/>`,
  );
}

/** Bamboo stalks and leaves in ink on paper. */
function bamboo(w, h, seed, { ink = '#2f6b59', paper = '#f1ede2' } = {}) {
  const rand = random(seed);
  const stalks = Array.from({ length: 5 }, (_, i) => {
    const x = w * (0.15 + i * 0.18 + rand() * 0.05);
    const sw = w * (0.018 + rand() * 0.012);
    const joints = Array.from(
      { length: 4 },
      (_, j) =>
        `<rect x="${f(x - sw * 0.65)}" y="${f(h * (0.15 + j * 0.23 + rand() * 0.05))}" width="${f(sw * 1.3)}" height="${f(sw * 0.25)}" fill="${ink}"/>`,
    ).join('');
    const leaves = Array.from({ length: 6 }, () => {
      const y = h * (0.1 + rand() * 0.7);
      const a = -60 + rand() * 120;
      const len = h * (0.12 + rand() * 0.1);
      return `<path d="M${f(x)},${f(y)} q${f(len / 2)},${f(-len / 8)} ${f(len)},0 q${f(-len / 2)},${f(len / 8)} ${f(-len)},0" fill="${ink}" opacity="0.85" transform="rotate(${f(a)} ${f(x)} ${f(y)})"/>`;
    }).join('');
    return `<g opacity="${f(0.45 + i * 0.12)}"><rect x="${f(x - sw / 2)}" y="0" width="${f(sw)}" height="${h}" fill="${ink}"/>${joints}${leaves}</g>`;
  }).join('');
  return svg(
    w,
    h,
    '',
    `<rect width="${w}" height="${h}" fill="${paper}"/><circle cx="${f(w * 0.82)}" cy="${f(h * 0.25)}" r="${f(h * 0.12)}" fill="#e2553a" opacity="0.85"/>${stalks}
<rect width="${w}" height="${h}" fill="#fff" filter="url(#paper)"/>`,
  );
}

// --- the pictures ----------------------------------------------------------------------------

/** Banners, one per home slide (about, join, training), at desktop and phone shape. */
const BANNERS = {
  about: (w, h) => hills(w, h, 11, 'dusk', { sunX: 0.8 }),
  join: (w, h) => lanterns(w, h, 21, { count: w > h * 1.5 ? 6 : 3 }),
  training: (w, h) => lattice(w, h, 31, { pattern: 'fret' }),
};
const BANNER_SIZES = [
  { suffix: '', w: 1440, h: 480 },
  // Phones show the banner about as tall as it is wide (its text wraps), so they get a near-square.
  { suffix: '-750', w: 750, h: 720 },
];

/** Twelve covers for the demo articles. */
const COVERS = {
  'hills-dusk': (w, h) => hills(w, h, 101, 'dusk'),
  'hills-ink': (w, h) => hills(w, h, 102, 'ink', { sunX: 0.3 }),
  'hills-jade': (w, h) => hills(w, h, 103, 'jade'),
  'hills-dawn': (w, h) => hills(w, h, 104, 'dawn', { sunX: 0.6 }),
  'lanterns-night': (w, h) => lanterns(w, h, 105, { count: 3 }),
  'lanterns-dusk': (w, h) => lanterns(w, h, 106, { count: 4, sky: ['#3a1c4f', '#c8642a'] }),
  'lattice-fret': (w, h) => lattice(w, h, 107, { pattern: 'fret' }),
  'lattice-diamond': (w, h) => lattice(w, h, 108, { pattern: 'diamond', ink: '#8e1d12' }),
  'waves-blue': (w, h) => waves(w, h, 109),
  'waves-jade': (w, h) => waves(w, h, 110, { colors: ['#123c33', '#2f7d6f', '#98c4ae', '#f4efe4'] }),
  'papercut-red': (w, h) => paperCut(w, h, 111, { ground: '#b3261e', cut: '#f7e7c6', accent: '#0f5fb8' }),
  bamboo: (w, h) => bamboo(w, h, 112),
};
const COVER_SIZE = { w: 480, h: 320 };

// --- render and encode -----------------------------------------------------------------------

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'xiehui-images-'));
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--font-render-hinting=none'],
});
const sizes = [];

async function render(file, markup, w, h, { avifMax, webpQuality, jpegQuality }) {
  const page = await browser.newPage({ viewport: { width: w, height: h }, deviceScaleFactor: 1 });
  await page.setContent(`<!doctype html><html><body style="margin:0">${markup}</body></html>`);
  const png = path.join(tmp, 'frame.png');
  await page.screenshot({ path: png, type: 'png' });
  await page.screenshot({ path: `${file}.jpg`, type: 'jpeg', quality: jpegQuality });
  await page.close();
  execFileSync(
    'avifenc',
    ['-s', '4', '-y', '420', '--min', '18', '--max', String(avifMax), png, `${file}.avif`],
    {
      stdio: 'ignore',
    },
  );
  execFileSync('cwebp', ['-quiet', '-m', '6', '-q', String(webpQuality), png, '-o', `${file}.webp`]);
  for (const ext of ['avif', 'webp', 'jpg']) {
    sizes.push(
      `${(fs.statSync(`${file}.${ext}`).size / 1024).toFixed(1).padStart(6)} KB  ${path.relative(OUT, `${file}.${ext}`)}`,
    );
  }
}

try {
  fs.mkdirSync(path.join(OUT, 'banner'), { recursive: true });
  fs.mkdirSync(path.join(OUT, 'covers'), { recursive: true });
  for (const [name, draw] of Object.entries(BANNERS)) {
    for (const { suffix, w, h } of BANNER_SIZES) {
      await render(path.join(OUT, 'banner', name + suffix), draw(w, h), w, h, {
        avifMax: 40,
        webpQuality: 62,
        jpegQuality: 68,
      });
    }
  }
  for (const [name, draw] of Object.entries(COVERS)) {
    await render(
      path.join(OUT, 'covers', name),
      draw(COVER_SIZE.w, COVER_SIZE.h),
      COVER_SIZE.w,
      COVER_SIZE.h,
      {
        avifMax: 40,
        webpQuality: 60,
        jpegQuality: 66,
      },
    );
  }
} finally {
  await browser.close();
  fs.rmSync(tmp, { recursive: true, force: true });
}
console.log(sizes.join('\n'));
