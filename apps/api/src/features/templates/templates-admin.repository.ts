import { templates } from '../../db/schema/templates';
import { publishableItems } from '../../lib/publishable-items';

/** Templates for the admins' publish switch (issue 19): listed published or not, locked, switched. */
export const templateItems = publishableItems(templates);
