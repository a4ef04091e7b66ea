import type { Locator } from '@playwright/test';

/**
 * WCAG contrast ratio (two decimals) of each matched element's text over its own background, as drawn:
 * both colours laid over the first opaque background behind the element and read back from a canvas,
 * so translucent tints count as the eye sees them.
 */
export function drawnContrasts(elements: Locator): Promise<number[]> {
  return elements.evaluateAll((found) =>
    found.map((element) => {
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 1;
      const context = canvas.getContext('2d', { willReadFrequently: true })!;
      const pixel = (...layers: string[]) => {
        context.clearRect(0, 0, 1, 1);
        for (const fill of layers) {
          context.fillStyle = fill;
          context.fillRect(0, 0, 1, 1);
        }
        return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
      };
      let behind = element.parentElement;
      while (behind && getComputedStyle(behind).backgroundColor.match(/rgba\(0, 0, 0, 0\)|transparent/)) behind = behind.parentElement;
      const base = behind ? getComputedStyle(behind).backgroundColor : '#fff';
      const background = pixel(base, getComputedStyle(element).backgroundColor);
      const text = pixel(base, getComputedStyle(element).color);
      const luminance = (rgb: number[]) =>
        rgb
          .map((c) => c / 255)
          .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
          .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
      const [light, dark] = [luminance(text), luminance(background)].sort((a, b) => b - a);
      return +((light! + 0.05) / (dark! + 0.05)).toFixed(2);
    }),
  );
}
