// The registry of section and template types (RT11): what an addon registers must have a key and a title,
// as Elementor's template registry requires; anything else is refused with Elementor's own message.

export interface TemplateType {
  readonly key: string;
  readonly title: string;
  readonly description?: string;
  /** Lower comes first (Elementor's default 10). */
  readonly order?: number;
  readonly [more: string]: unknown;
}

export interface TemplateRegistry {
  /** Adds or replaces a type; throws `Template type must have key and title` when either is missing or empty. */
  register(type: TemplateType): void;
  get(key: string): TemplateType | undefined;
  /** Every type, by order then by registration. */
  getAll(): TemplateType[];
}

export function createTemplateRegistry(): TemplateRegistry {
  const types = new Map<string, TemplateType>();
  return {
    register(type) {
      if (!type?.key || !type.title) throw new Error('Template type must have key and title');
      types.set(type.key, { description: '', order: 10, ...type });
    },
    get: (key) => types.get(key),
    getAll: () => [...types.values()].sort((a, b) => (a.order ?? 10) - (b.order ?? 10)),
  };
}
