#!/usr/bin/env node
// Draws the looping banner video of the home page: petals drifting over a soft gradient.
// Frames are SVG drawn here and rasterised by sharp; ffmpeg (libvpx-vp9) encodes them into
//   frontend/public/media/home-banner.webm          (muted, seamless loop)
//   frontend/public/media/home-banner-poster.webp   (the first frame, shown until the video plays)
// Run from the repository root:  node tools/make-banner-video.mjs
// Needs ffmpeg on PATH (Debian: apt-get install -y ffmpeg). The output is committed; CI does not run this.
// The drawing is seeded, so running it again gives the same pictures.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'frontend', 'public', 'media');
const videoPath = join(outDir, 'home-banner.webm');
const posterPath = join(outDir, 'home-banner-poster.webp');

const WIDTH = 1280;
const HEIGHT = 540;
const FPS = 24;
const SECONDS = 8;
const FRAMES = FPS * SECONDS;
/** Largest file we accept: the home page should stay light on phones. */
const MAX_BYTES = 1.5 * 1024 * 1024;

/** Small seeded PRNG (mulberry32): the same petals on every run. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const rand = random(20240214);
const between = (low, high) => low + (high - low) * rand();
const pick = (list) => list[Math.floor(rand() * list.length)];
const TAU = Math.PI * 2;

const PETAL_COLOURS = [
  ['#f8bbd0', '#f48fb1'],
  ['#fce4ec', '#f8bbd0'],
  ['#f48fb1', '#ec407a'],
  ['#ffffff', '#f8d7e3'],
  ['#ffe0b2', '#ffcc80'],
  ['#e1bee7', '#ce93d8'],
];

/*
 * Every motion repeats a whole number of times in one loop, so the last frame leads into the
 * first without a jump: each petal falls `laps` times through the picture (and drifts `drift`
 * times across it), sways `sways` times and turns `turns` full turns per loop.
 */
const MARGIN = 60;
const petals = Array.from({ length: 44 }, (_, index) => {
  const depth = between(0.45, 1.25); // far petals are small, pale, blurred and slow
  return {
    x0: between(0, WIDTH + 2 * MARGIN),
    y0: between(0, HEIGHT + 2 * MARGIN),
    depth,
    laps: depth > 0.9 ? 2 : 1,
    drift: rand() < 0.5 ? 1 : 0,
    sway: between(12, 40) * depth,
    sways: pick([1, 2, 3]),
    phase: between(0, TAU),
    turns: pick([-2, -1, 1, 2]),
    angle0: between(0, 360),
    flip: between(0.35, 1),
    colours: pick(PETAL_COLOURS),
    // Every fifth one is a whole little blossom rather than a single petal.
    blossom: index % 5 === 0,
  };
});

const bokeh = Array.from({ length: 9 }, () => ({
  x: between(0, WIDTH),
  y: between(0, HEIGHT),
  r: between(40, 120),
  pulses: pick([1, 2]),
  phase: between(0, TAU),
}));

const wrap = (value, size) => ((value % size) + size) % size;

function petalSvg(petal, t) {
  const span = { x: WIDTH + 2 * MARGIN, y: HEIGHT + 2 * MARGIN };
  const y = wrap(petal.y0 + petal.laps * span.y * t, span.y) - MARGIN;
  const x =
    wrap(petal.x0 + petal.drift * span.x * t, span.x) -
    MARGIN +
    petal.sway * Math.sin(TAU * petal.sways * t + petal.phase);
  const angle = petal.angle0 + 360 * petal.turns * t;
  // A tumbling petal: its width breathes as it turns over.
  const squash = petal.flip + (1 - petal.flip) * Math.abs(Math.cos(TAU * petal.sways * t + petal.phase));
  const scale = (petal.blossom ? 1.3 : 2.1) * petal.depth;
  const opacity = (0.45 + 0.5 * Math.min(petal.depth, 1)).toFixed(2);
  const blur = petal.depth < 0.7 ? ' filter="url(#soft)"' : '';
  const gradient = `p${PETAL_COLOURS.indexOf(petal.colours)}`;
  const shape = petal.blossom
    ? `${[0, 72, 144, 216, 288]
        .map(
          (turn) => `<ellipse rx="7" ry="12" transform="rotate(${turn}) translate(0 -11)" fill="url(#${gradient})"/>`,
        )
        .join('')}<circle r="5.5" fill="#ffd54f"/>`
    : `<path d="M0 -14 C 10 -8 10 8 0 14 C -10 8 -10 -8 0 -14 Z" fill="url(#${gradient})"/>
    <path d="M0 -11 C 2 -4 2 4 0 11" stroke="#ffffff" stroke-opacity="0.5" stroke-width="0.8" fill="none"/>`;
  const xScale = petal.blossom ? scale : scale * squash;
  return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${angle.toFixed(1)}) scale(${xScale.toFixed(3)} ${scale.toFixed(3)})" opacity="${opacity}"${blur}>
    ${shape}
  </g>`;
}

function frameSvg(index) {
  const t = index / FRAMES; // 0 ≤ t < 1: the frame after the last is the first again
  const glowX = 0.68 + 0.08 * Math.sin(TAU * t);
  const glowY = 0.42 + 0.06 * Math.cos(TAU * t);
  const gradients = PETAL_COLOURS.map(
    ([light, dark], i) =>
      `<linearGradient id="p${i}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient>`,
  ).join('');
  const circles = bokeh
    .map((dot) => {
      const alpha = 0.1 + 0.08 * Math.sin(TAU * dot.pulses * t + dot.phase);
      return `<circle cx="${dot.x.toFixed(1)}" cy="${dot.y.toFixed(1)}" r="${dot.r.toFixed(1)}" fill="#ffffff" opacity="${alpha.toFixed(3)}"/>`;
    })
    .join('');
  // Far petals first, so near ones pass in front.
  const drawn = [...petals]
    .sort((a, b) => a.depth - b.depth)
    .map((petal) => petalSvg(petal, t))
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#fff3f7"/>
      <stop offset="0.5" stop-color="#fde1ea"/>
      <stop offset="1" stop-color="#dcefdc"/>
    </linearGradient>
    <radialGradient id="glow" cx="${glowX.toFixed(4)}" cy="${glowY.toFixed(4)}" r="0.55">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.85"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
    <filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="1.6"/></filter>
    ${gradients}
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#glow)"/>
  ${circles}
  ${drawn}
</svg>`;
}

function run(command, args) {
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.error?.code === 'ENOENT') {
    throw new Error(`${command} is not installed (Debian: apt-get install -y ${command})`);
  }
  if (result.status !== 0) throw new Error(`${command} failed with status ${result.status}`);
}

async function renderFrames(dir) {
  let next = 0;
  const worker = async () => {
    while (next < FRAMES) {
      const index = next++;
      await sharp(Buffer.from(frameSvg(index)))
        .png({ compressionLevel: 1 })
        .toFile(join(dir, `frame-${String(index).padStart(4, '0')}.png`));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, availableParallelism() - 1) }, worker));
}

const work = mkdtempSync(join(tmpdir(), 'banner-frames-'));
try {
  mkdirSync(outDir, { recursive: true });
  console.log(`Drawing ${FRAMES} frames (${WIDTH}×${HEIGHT}, ${SECONDS} s at ${FPS} fps)…`);
  await renderFrames(work);

  await sharp(join(work, 'frame-0000.png')).webp({ quality: 80 }).toFile(posterPath);

  console.log('Encoding VP9 WebM…');
  run('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-framerate',
    String(FPS),
    '-i',
    join(work, 'frame-%04d.png'),
    '-c:v',
    'libvpx-vp9',
    '-pix_fmt',
    'yuv420p',
    '-b:v',
    '0',
    '-crf',
    '34',
    '-row-mt',
    '1',
    '-deadline',
    'good',
    '-cpu-used',
    '2',
    '-g',
    String(FRAMES),
    '-an',
    videoPath,
  ]);

  const bytes = statSync(videoPath).size;
  console.log(`Wrote ${videoPath} (${(bytes / 1024).toFixed(0)} KiB) and ${posterPath}`);
  if (bytes > MAX_BYTES) {
    throw new Error(`The video is ${(bytes / 1024 / 1024).toFixed(2)} MiB, over the 1.5 MiB budget: raise -crf`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
