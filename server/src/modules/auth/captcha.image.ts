import { randomInt } from 'node:crypto';
import type * as JimpTypes from 'jimp';

// The image captcha as a PNG, as RuoYi's /captchaImage answers a raster image that clients show
// through a data: URL (RuoYi-Vue3 prepends data:image/gif;base64, and browsers sniff the real
// type). People read a small sum at a glance; a bot has to undo turned characters, a wave warp,
// lines through the text and dots in the text's own colours before it can read it.

export const CAPTCHA_WIDTH = 180;
export const CAPTCHA_HEIGHT = 60;

/** A sum or a difference of two digits (never below zero) and its answer. */
export function mathChallenge(): { text: string; answer: string } {
  const a = randomInt(1, 10);
  const b = randomInt(1, 10);
  if (randomInt(2) === 0) return { text: `${a}+${b}=?`, answer: String(a + b) };
  const [big, small] = a >= b ? [a, b] : [b, a];
  return { text: `${big}-${small}=?`, answer: String(big - small) };
}

type JimpModule = typeof JimpTypes;
type Image = InstanceType<JimpModule['Jimp']>;
type Rgb = [number, number, number];

interface Tools {
  jimp: JimpModule;
  /** A character in black, cropped to its ink, so that a narrow sign is centred like a digit. */
  glyph: (char: string) => Image;
}

let tools: Promise<Tools> | undefined;
/** jimp and its font load with the first captcha, not at start-up: most processes draw few or none. */
function loadTools() {
  tools ??= (async () => {
    const [jimp, fonts] = await Promise.all([import('jimp'), import('jimp/fonts')]);
    const font = await jimp.loadFont(fonts.SANS_64_BLACK);
    // A captcha uses a dozen characters: each is drawn once, then copied.
    const drawn = new Map<string, Image>();
    const glyph = (char: string) => {
      let image = drawn.get(char);
      if (!image) {
        image = new jimp.Jimp({ width: 64, height: 76, color: 0 });
        image.print({ font, x: 8, y: 0, text: char });
        image.autocrop();
        drawn.set(char, image);
      }
      return image.clone();
    };
    return { jimp, glyph };
  })();
  return tools;
}

const between = (min: number, max: number) => min + Math.random() * (max - min);
const darkColour = (): Rgb => [between(20, 130), between(20, 130), between(20, 130)].map(Math.round) as Rgb;

function plot(image: Image, x: number, y: number, [r, g, b]: Rgb, size = 1) {
  const { width, height, data } = image.bitmap;
  for (let dy = 0; dy < size; dy += 1) {
    for (let dx = 0; dx < size; dx += 1) {
      const px = Math.round(x) + dx;
      const py = Math.round(y) + dy;
      if (px < 0 || py < 0 || px >= width || py >= height) continue;
      const at = (py * width + px) * 4;
      data[at] = r;
      data[at + 1] = g;
      data[at + 2] = b;
      data[at + 3] = 255;
    }
  }
}

/** A quadratic curve from the left edge to the right one, through a random point. */
function curve(image: Image, colour: Rgb, thickness: number) {
  const [x0, y0] = [between(0, 20), between(10, CAPTCHA_HEIGHT - 10)];
  const [x1, y1] = [between(60, 120), between(-20, CAPTCHA_HEIGHT + 20)];
  const [x2, y2] = [between(CAPTCHA_WIDTH - 20, CAPTCHA_WIDTH), between(10, CAPTCHA_HEIGHT - 10)];
  for (let t = 0; t <= 1; t += 1 / 300) {
    const u = 1 - t;
    plot(
      image,
      u * u * x0 + 2 * u * t * x1 + t * t * x2,
      u * u * y0 + 2 * u * t * y1 + t * t * y2,
      colour,
      thickness,
    );
  }
}

/** Moves every pixel along two sine waves (rows sideways, columns up and down). */
function warp(jimp: JimpModule, source: Image): Image {
  const { width, height, data } = source.bitmap;
  const target = new jimp.Jimp({ width, height, color: 0 });
  const [ax, px, fx] = [between(2, 4), between(25, 45), between(0, 2 * Math.PI)];
  const [ay, py, fy] = [between(2, 4), between(60, 100), between(0, 2 * Math.PI)];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const sx = Math.round(x + ax * Math.sin((2 * Math.PI * y) / px + fx));
      const sy = Math.round(y + ay * Math.sin((2 * Math.PI * x) / py + fy));
      if (sx < 0 || sy < 0 || sx >= width || sy >= height) continue;
      data.copy(target.bitmap.data, (y * width + x) * 4, (sy * width + sx) * 4, (sy * width + sx) * 4 + 4);
    }
  }
  return target;
}

/** `text` drawn as a PNG of CAPTCHA_WIDTH × CAPTCHA_HEIGHT. */
export async function drawCaptcha(text: string): Promise<Buffer> {
  const { jimp, glyph: glyphOf } = await loadTools();
  const { Jimp, rgbaToInt } = jimp;
  const background: Rgb = [between(225, 250), between(225, 250), between(225, 250)].map(Math.round) as Rgb;
  const image = new Jimp({
    width: CAPTCHA_WIDTH,
    height: CAPTCHA_HEIGHT,
    color: rgbaToInt(...background, 255),
  });
  for (let i = 0; i < 150; i += 1) {
    const shade: Rgb = [between(150, 220), between(150, 220), between(150, 220)].map(Math.round) as Rgb;
    plot(image, between(0, CAPTCHA_WIDTH), between(0, CAPTCHA_HEIGHT), shade);
  }

  // Each character in its own colour, turned and set a little off the line; the signs turn less,
  // so that a + never reads as ×.
  const layer = new Jimp({ width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT, color: 0 });
  const step = (CAPTCHA_WIDTH - 20) / text.length;
  for (const [i, char] of [...text].entries()) {
    const glyph = glyphOf(char);
    const [r, g, b] = darkColour();
    const { data } = glyph.bitmap;
    for (let at = 0; at < data.length; at += 4) {
      data[at] = r;
      data[at + 1] = g;
      data[at + 2] = b;
    }
    const digit = /\d/.test(char);
    glyph.scale(digit ? between(0.66, 0.78) : 0.8);
    glyph.rotate(digit ? between(-18, 18) : between(-8, 8));
    const x = 10 + i * step + step / 2 - glyph.bitmap.width / 2 + between(-3, 3);
    const y = (CAPTCHA_HEIGHT - glyph.bitmap.height) / 2 + between(-5, 5);
    layer.composite(glyph, Math.round(x), Math.round(y));
  }
  curve(layer, darkColour(), 2);
  image.composite(warp(jimp, layer), 0, 0);

  for (let i = 0; i < 40; i += 1)
    plot(image, between(0, CAPTCHA_WIDTH), between(0, CAPTCHA_HEIGHT), darkColour(), 2);
  for (let i = 0; i < 2; i += 1) curve(image, darkColour(), 1);
  return image.getBuffer('image/png');
}
