/** The most pixels a PNG is drawn with beyond the 2x floor: well under Chromium's and Safari's canvas limits. */
const MAX_PIXELS = 36_000_000;

/**
 * The scale a picture of `width`×`height` CSS px is drawn at: at least 2 (sharp on slides and HiDPI
 * screens), and, when the diagram pane it came from is larger, twice the size that fills the pane (so a
 * small graph stays sharp on a slide as wide as the app showed it), within {@link MAX_PIXELS}.
 */
export function pngScale(width: number, height: number, pane?: { width: number; height: number }): number {
  const fill = pane && width > 0 && height > 0 ? 2 * Math.min(pane.width / width, pane.height / height) : 0;
  const most = Math.sqrt(MAX_PIXELS / Math.max(1, width * height));
  return Math.max(2, Math.min(fill, most));
}

/** Draws an SVG document onto a canvas at {@link pngScale} for the diagram `pane` it shows, and returns it as PNG. */
export async function svgToPng(svg: string, pane?: { width: number; height: number }): Promise<Blob> {
  const image = new Image();
  // A data: URL (the page's policy allows data: images): nothing leaves the page.
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await image.decode();
  const scale = pngScale(image.naturalWidth, image.naturalHeight, pane);
  const canvas = document.createElement("canvas");
  canvas.width = Math.ceil(image.naturalWidth * scale);
  canvas.height = Math.ceil(image.naturalHeight * scale);
  const context = canvas.getContext("2d");
  if (!context) throw new Error("no 2D canvas");
  // Drawn at the scaled size rather than scaled up afterwards: the SVG is rasterised sharp at that size.
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("the canvas gave no PNG"))), "image/png"));
}
