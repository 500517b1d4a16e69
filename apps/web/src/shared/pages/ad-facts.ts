import type { AdAttribute } from '@souq/contracts';
import type { OfferItemCondition } from 'schema-dts';

/** The attributes that say what an ad's thing is, by their English and Arabic names (lower case). */
const FACT_NAMES = {
  /** Cars' `Vehicle Condition`, bikes' and equipment's `Condition`. */
  condition: new Set(['vehicle condition', 'حالة المركبة', 'condition', 'الحالة']),
  /** Cars' `Make`, bikes' and equipment's `Brand`. */
  brand: new Set(['make', 'الشركة المصنعة', 'brand', 'الماركة']),
  model: new Set(['model', 'الطراز']),
};

/** Conditions as schema.org names them; a bike "like new" has been used. */
const CONDITIONS: Record<string, OfferItemCondition> = {
  new: 'https://schema.org/NewCondition',
  جديد: 'https://schema.org/NewCondition',
  used: 'https://schema.org/UsedCondition',
  مستعمل: 'https://schema.org/UsedCondition',
  'like new': 'https://schema.org/UsedCondition',
  كالجديدة: 'https://schema.org/UsedCondition',
};

/** The value of the ad's attribute of that kind, when it has one with a single value. */
function factOf(attributes: readonly AdAttribute[], fact: keyof typeof FACT_NAMES) {
  const names = FACT_NAMES[fact];
  const value = attributes.find((attribute) => names.has(attribute.name.toLowerCase()))?.value;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** The ad's condition, from whichever condition attribute its category has. */
export function itemConditionOf(
  attributes: readonly AdAttribute[],
): OfferItemCondition | undefined {
  const condition = factOf(attributes, 'condition');
  return condition === undefined ? undefined : CONDITIONS[condition.toLowerCase()];
}

export const brandOf = (attributes: readonly AdAttribute[]) => factOf(attributes, 'brand');
export const modelOf = (attributes: readonly AdAttribute[]) => factOf(attributes, 'model');
