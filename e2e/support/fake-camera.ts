import { writeFileSync } from 'node:fs';
import type { GreyImage } from '../../tools/pdf-tools';

/**
 * A Y4M video of `image` held still, for Chromium's fake camera
 * (`--use-file-for-fake-video-capture`): what a phone held over a printed label films. The
 * picture is grey, so its luma plane is the image and both chroma planes are neutral (128);
 * 4:2:0 wants even sides, so an odd last row or column is dropped.
 */
export function writeStillVideo(image: GreyImage, file: string, frames = 2): void {
  const width = image.width & ~1;
  const height = image.height & ~1;
  const luma = new Uint8Array(width * height);
  for (let row = 0; row < height; row++) {
    luma.set(image.pixels.subarray(row * image.width, row * image.width + width), row * width);
  }
  const chroma = new Uint8Array((width / 2) * (height / 2) * 2).fill(128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
