import { decodeImage } from './pipeline/discovery/image/decode.ts';
import { featuresOf } from './pipeline/discovery/scoring/features.ts';
import { loadModel } from './pipeline/discovery/scoring/model.ts';
const m = loadModel();
const tri = (c: string, hole = '') => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><path fill="${c}" d="M32 4 60 58H4z"/>${hole}</svg>`;
const gh = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill="#181717" d="M12 .297c-6.63 0-12 5.373-12 12 0 5.303 3.438 9.8 8.205 11.385.6.113.82-.258.82-.6v-2.19c-3.338.724-4.042-1.61-4.042-1.61C4.422 18.07 3.633 17.7 3.633 17.7c-1.087-.744.084-.729.084-.729 1.205.084 1.838 1.236 1.838 1.236 1.07 1.835 2.809 1.305 3.495.998.108-.776.417-1.305.76-1.605-2.665-.3-5.466-1.332-5.466-5.93 0-1.31.465-2.38 1.235-3.22-.135-.303-.54-1.523.105-3.176 0 0 1.005-.322 3.3 1.23.96-.267 1.98-.399 3-.399 1.02 0 2.04.132 3 .399 2.28-1.552 3.27-1.23 3.27-1.23.645 1.653.24 2.873.12 3.176.765.84 1.23 1.91 1.23 3.22 0 4.61-2.805 5.625-5.475 5.92.42.36.81 1.096.81 1.995v2.82c0 .27.21.6.825.57C20.565 22.092 24 17.592 24 12.297c0-6.627-5.373-12-12-12"/></svg>`;
for (const [name, svg, dark] of [['black tri', tri('#000'), false], ['tri+hole black', tri('#000', '<circle cx="32" cy="40" r="9" fill="#fff"/>'), false], ['github black', gh, false], ['github white dark', gh.replace('#181717', '#fff'), true], ['github pale dark', gh.replace('#181717', '#e8f4f3'), true], ['teal tri', tri('#0b7a75'), false]] as const) {
  const img = await decodeImage(Buffer.from(svg), 1e8);
  for (const reliability of [0.8, 0.9]) {
    const f = featuresOf(img, { reliability, handle: 1, brandColours: [], shape: 'icon', dark }, []);
    console.log(name, reliability, m.score(f).toFixed(3), f.colours.toFixed(3), f.edges.toFixed(3), f.saturation.toFixed(2));
  }
}
