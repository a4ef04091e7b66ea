import dune from './dune.webp';
import dunePhone from './dune-800.webp';
import rainDrops from './rain-drops.webp';
import rainDropsPhone from './rain-drops-800.webp';
import stormRoad from './storm-road.webp';
import stormRoadPhone from './storm-road-800.webp';
import wood from './wood.webp';
import woodPhone from './wood-800.webp';

/** A background photo of the sign-in pages and its credit (shown under the form and on the About page). */
export interface SignInPhoto {
  /** The bundled file's address (Vite asset), 1600 px wide. */
  url: string;
  /** The same photo 800 px wide, for phones (scripts/signin-photos.mjs): 5-34 KB instead of 22-140. */
  phoneUrl: string;
  /** Text key of what it shows (auth.photo.<id>). */
  id: 'storm' | 'dune' | 'wood' | 'rainDrops';
  author: string;
  /** The work it comes from: the package and its original file. */
  source: string;
  sourceUrl: string;
  licence: string;
  licenceUrl: string;
}

// Taken from Debian's mate-backgrounds 1.26.0-1 (bookworm); authors and licence as its
// debian/copyright states them. Re-encoded to WebP, 1600 and 800 px wide; the originals are in that package.
const SOURCE = 'MATE Backgrounds (Debian mate-backgrounds 1.26.0-1)';
const SOURCE_URL = 'https://git.mate-desktop.org/mate-backgrounds/';
const GPL2 = { licence: 'GNU GPL 2.0+ (GPL-2.0-or-later)', licenceUrl: 'https://www.gnu.org/licenses/old-licenses/gpl-2.0.html' } as const;

export const SIGN_IN_PHOTOS: readonly SignInPhoto[] = [
  { url: stormRoad, phoneUrl: stormRoadPhone, id: 'storm', author: 'Sergey Nazarov', source: `${SOURCE}, nature/Storm.jpg`, sourceUrl: SOURCE_URL, ...GPL2 },
  { url: dune, phoneUrl: dunePhone, id: 'dune', author: 'Marco Cogoni, Hylke Bons', source: `${SOURCE}, nature/Dune.jpg`, sourceUrl: SOURCE_URL, ...GPL2 },
  { url: wood, phoneUrl: woodPhone, id: 'wood', author: 'Jean-François Fortin Tam', source: `${SOURCE}, nature/Wood.jpg`, sourceUrl: SOURCE_URL, ...GPL2 },
  { url: rainDrops, phoneUrl: rainDropsPhone, id: 'rainDrops', author: 'blackcombwhistler07', source: `${SOURCE}, nature/RainDrops.jpg`, sourceUrl: SOURCE_URL, ...GPL2 },
];

/** One photo at random (shell spec §2: "a random background photo"); `random` is in [0, 1). */
export function pickPhoto<T>(photos: readonly T[], random: number = Math.random()): T {
  const index = Math.min(photos.length - 1, Math.max(0, Math.floor(random * photos.length)));
  return photos[index];
}
