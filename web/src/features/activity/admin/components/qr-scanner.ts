import jsQR from 'jsqr';

// Reads QR codes from the camera: the browser's BarcodeDetector where it has one (Chrome on
// Android, Safari 17+), else jsQR on frames drawn to a canvas.

interface Detector {
  detect: (source: CanvasImageSource) => Promise<{ rawValue: string }[]>;
}
type DetectorClass = new (options: { formats: string[] }) => Detector;

/** The text of the QR code in an RGBA frame, or null. */
export function decodeFrame(frame: {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}): string | null {
  return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
}

function frameReader(video: HTMLVideoElement): () => Promise<string | null> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (Native) {
    const detector = new Native({ formats: ['qr_code'] });
    return async () => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async () => {
    if (!context || !video.videoWidth) return null;
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    return decodeFrame(context.getImageData(0, 0, canvas.width, canvas.height));
  };
}

/**
 * Shows the back camera in `video` and calls `onCode` with every QR text it reads (about five
 * frames a second). Resolves to a function that stops the camera; rejects when there is no camera
 * or the person refused it.
 */
export async function startScanner(video: HTMLVideoElement, onCode: (text: string) => void) {
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
  video.srcObject = stream;
  await video.play();
  const read = frameReader(video);
  let live = true;
  const loop = async () => {
    while (live) {
      const text = await read().catch(() => null);
      if (text) onCode(text);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  void loop();
  return () => {
    live = false;
    stream.getTracks().forEach((track) => track.stop());
    video.srcObject = null;
  };
}
