import sharp from 'sharp';
const [file, h = '2400'] = process.argv.slice(2);
const meta = await sharp(file).metadata();
const H = Number(h);
for (let y = 0, i = 0; y < meta.height; y += H, i++) {
  const height = Math.min(H, meta.height - y);
  const out = file.replace(/\.png$/, `.t${i}.png`);
  await sharp(file).extract({ left: 0, top: y, width: meta.width, height }).resize({ width: Math.min(meta.width, 900) }).toFile(out);
  console.log(out);
}
