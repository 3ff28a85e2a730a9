/**
 * A vehicle's name with its brand said once: catalogue and ad model names often start with the brand's first word
 * already ("Tata Ace Gold" of Tata Motors, "Sonalika Tiger 47" of Sonalika), so the brand is added only when missing
 * ("Eicher" + "Pro 2049" → "Eicher Pro 2049").
 */
export function brandedName(brand: string, model: string): string {
  const brandWord = brand.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  const modelWord = model.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  return brandWord !== '' && brandWord === modelWord
    ? model.trim()
    : `${brand.trim()} ${model.trim()}`.trim();
}
