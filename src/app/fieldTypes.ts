// The parts of declared field types that draw with the product's components: the app adds them
// to the engine as it starts, beside the parts the schemas declare (schemas/fieldTypes.ts).
import '@/pages/news/formattedField';
import '@/pages/news/recipientsField';
