// jQuery.param's encoding of nested values, which PHP decodes back into arrays: `tags[]=1&tags[]=2`,
// `attributes[count]=6`, `attributes[comment__not_in][]=201`. The legacy scripts posted objects this
// way (CusRev's `attributes`, plugins' `custom_data`), so the servers expect it.

export type FormValue = string | number | boolean | null | undefined | readonly FormValue[] | { readonly [key: string]: FormValue };

function append(into: URLSearchParams, name: string, value: FormValue): void {
  if (value === null || value === undefined) {
    // jQuery.param sends null as an empty value.
    into.append(name, '');
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      // Scalars as `name[]`; objects and arrays keep their index so PHP can group their keys.
      const isNested = typeof item === 'object' && item !== null;
      append(into, `${name}[${isNested ? index : ''}]`, item);
    });
    return;
  }
  if (typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) append(into, `${name}[${key}]`, item);
    return;
  }
  into.append(name, String(value));
}

/** Encodes `fields` as jQuery.param did (traditional: false). */
export function toFormParams(fields: { readonly [key: string]: FormValue }): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    append(params, name, value);
  }
  return params;
}
