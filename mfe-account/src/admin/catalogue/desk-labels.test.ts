import { ALL_VERTICAL_DEFINITIONS, deskSpecFields } from '@cvb/contracts';
import { catalogueEn } from '../admin-texts/catalogue/en';

// The forms are built from the definitions: a new spec row, unit or option needs a label here (six languages: the
// admin texts' completeness test), or the desk would show its key.
it('has a label for every spec, unit, body type, fuel, transmission and option the vertical definitions name', () => {
  const unlabelled: string[] = [];
  for (const definition of ALL_VERTICAL_DEFINITIONS) {
    for (const option of [...definition.bodyTypes, ...definition.fuels, ...definition.transmissions])
      if (!(option in catalogueEn.options)) unlabelled.push(`${definition.key}: option ${option}`);
    for (const field of deskSpecFields(definition)) {
      if (!(field.key in catalogueEn.spec)) unlabelled.push(`${definition.key}: spec ${field.key}`);
      if (field.unit && !(field.unit in catalogueEn.unit))
        unlabelled.push(`${definition.key}: unit ${field.unit}`);
      for (const option of field.options)
        if (!(option in catalogueEn.options))
          unlabelled.push(`${definition.key}: ${field.key} option ${option}`);
    }
  }
  expect(unlabelled).toEqual([]);
});
