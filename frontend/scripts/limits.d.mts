/** A field's limits; `additionalProperties` and `items` hold the limits of a map's values and a list's items. */
export interface FieldLimits {
  [keyword: string]: number | FieldLimits
}

export interface DocumentLimits {
  limits: Record<string, Record<string, FieldLimits>>
  /** "Schema.field" to when its limits hold, for limits from an if/then schema */
  conditions: Record<string, string>
  /** operationId to the largest body it takes, for operations that take a file rather than JSON */
  bodies: Record<string, number>
}

export function limitsOf(doc: unknown): DocumentLimits
export function renderLimits(found: DocumentLimits, source?: string): string
export function generate(inputPath: string, source?: string): string
