import {
  deskSpecFields,
  verticalDefinition,
  type DeskModel,
  type DeskModelDocument,
  type DeskSpecField,
  type VehicleVertical,
} from '@cvb/contracts';

/** Spec values as the form holds them: a number field keeps what was typed ("12.") until it is sent. */
export type SpecValues = DeskModelDocument['specs'];

/** A new model's first document: an upcoming model of the vertical, nothing else chosen yet. */
export function emptyDocument(vertical: VehicleVertical): DeskModelDocument {
  return {
    vertical,
    brandId: 0,
    slug: '',
    name: '',
    bodyType: '',
    fuelType: '',
    transmission: null,
    status: 'upcoming',
    expectedLaunch: null,
    expectedPriceMin: null,
    expectedPriceMax: null,
    successorModelId: null,
    specs: {},
    variants: [],
    pictures: [],
    texts: { en: undefined, hi: undefined, mr: undefined, pa: undefined, ta: undefined, te: undefined },
  };
}

/** What the editor works on: the draft when there is one, else the live version. */
export function documentOf(model: DeskModel): DeskModelDocument {
  const document = model.draft?.document ?? model.published?.document;
  if (!document) throw new Error(`model ${model.id} has neither a draft nor a published version`);
  return document;
}

/** The spec inputs the definition gives a model of this body type and fuel (docs/architecture.md#registry). */
export function shownSpecFields(document: DeskModelDocument): DeskSpecField[] {
  return deskSpecFields(verticalDefinition(document.vertical)).filter(
    (field) =>
      (!field.electricOnly || document.fuelType === 'electric') &&
      (field.bodyTypes.length === 0 || field.bodyTypes.includes(document.bodyType)),
  );
}

function cleanSpecs(specs: SpecValues, fields: readonly DeskSpecField[]): SpecValues {
  const kinds = new Map(fields.map((field) => [field.key, field.kind]));
  const clean: SpecValues = {};
  for (const [key, value] of Object.entries(specs)) {
    if (!kinds.has(key) || value === null || value === '') continue;
    const text = typeof value === 'string' ? value.trim() : value;
    // A number field sends a number; a text the API cannot read as one is sent as typed, for its 400 to name it.
    clean[key] =
      kinds.get(key) === 'number' && text !== '' && Number.isFinite(Number(text)) ? Number(text) : text;
  }
  return clean;
}

type Texts = NonNullable<DeskModelDocument['texts']['en']>;

/** Lines typed into pros and cons, and questions, without the empty ones the form keeps while typing. */
function cleanTexts(texts: Texts | undefined): Texts | undefined {
  if (!texts) return undefined;
  const lines = (list: string[]) => list.map((line) => line.trim()).filter(Boolean);
  return {
    description: texts.description,
    pros: lines(texts.pros),
    cons: lines(texts.cons),
    faq: texts.faq.filter((item) => item.question.trim() !== '' || item.answer.trim() !== ''),
  };
}

/** The document as sent: spec values of the shown inputs only, numbers as numbers, no empty lines. */
export function documentToSend(document: DeskModelDocument): DeskModelDocument {
  const fields = shownSpecFields(document);
  const texts = Object.fromEntries(
    Object.entries(document.texts).map(([locale, own]) => [locale, cleanTexts(own)]),
  ) as DeskModelDocument['texts'];
  return {
    ...document,
    specs: cleanSpecs(document.specs, fields),
    variants: document.variants.map((variant) => ({ ...variant, specs: cleanSpecs(variant.specs, fields) })),
    texts,
  };
}

/** A name as a page address segment: "Ace Gold CNG" → "ace-gold-cng" (the editor may change it). */
export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
