import sharp from 'sharp';
const [file, chunk] = [process.argv[2], Number(process.argv[3] ?? 1800)];
const meta = await sharp(file).metadata();
for (let top = 0, i = 0; top < meta.height; top += chunk, i++) {
  const height = Math.min(chunk, meta.height - top);
  await sharp(file).extract({ left: 0, top, width: meta.width, height }).toFile(file.replace('.png', `.part${i}.png`));
}
