import type { TaxDefinition } from '../../contract/property-definition';
import { taxRulesOf, type TaxRule } from '../../domain/taxes';
import type { PropertyRecord } from './repository';

// A property's taxes as the rule reads them, worked out once per version of the property:
// searches are hot, and the cached property record keeps the same `taxes` array until it is
// read afresh, so the rules are kept beside that array and go with it.

const noRules: readonly TaxRule[] = Object.freeze([]);
const rulesByTaxes = new WeakMap<readonly TaxDefinition[], readonly TaxRule[]>();

/** The property's tax rules in its currency (the same array while the property is unchanged). */
export function propertyTaxRules(property: Pick<PropertyRecord, 'taxes' | 'currency'>): readonly TaxRule[] {
  const taxes = property.taxes;
  if (taxes.length === 0) return noRules;
  let rules = rulesByTaxes.get(taxes);
  if (!rules) {
    rules = taxRulesOf(taxes, property.currency);
    rulesByTaxes.set(taxes, rules);
  }
  return rules;
}
