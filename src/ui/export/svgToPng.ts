/** Draws an SVG document onto a canvas at `scale` (2: sharp on slides and HiDPI screens) and returns it as PNG. */
export async function svgToPng(svg: string, scale = 2): Promise<Blob> {
  const image = new Image();
  // A data: URL (the page's policy allows data: images): nothing leaves the page.
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await image.decode();
  const canvas = document.createElement("canvas");
  canvas.width = Math.ceil(image.naturalWidth * scale);
  canvas.height = Math.ceil(image.naturalHeight * scale);
  const context = canvas.getContext("2d");
  if (!context) throw new Error("no 2D canvas");
  context.scale(scale, scale);
  context.drawImage(image, 0, 0);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("the canvas gave no PNG"))), "image/png"));
}
