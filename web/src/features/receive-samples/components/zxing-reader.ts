import { BarcodeDetector, prepareZXingModule, type BarcodeFormat } from 'barcode-detector/ponyfill';
// The decoder's WebAssembly, served by the site: the package would fetch it from a CDN,
// which the staff pages' CSP (connect-src 'self') refuses, and a CDN is no place for it.
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import type { BarcodeReader } from './barcode-detection';

/**
 * The Barcode Detection API from ZXing-C++ in WebAssembly, for browsers without their own.
 * Its module is compiled before the reader is handed out, so the camera's first frames are
 * read at once and a decoder that cannot load says so before the camera opens.
 */
export async function zxingReader(formats: readonly BarcodeFormat[]): Promise<BarcodeReader> {
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith('.wasm') ? wasmUrl : prefix + path,
    },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats: [...formats] });
}
