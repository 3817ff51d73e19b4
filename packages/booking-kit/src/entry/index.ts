export {
  ServiceChooser,
  ServiceChooserView,
  serviceOptions,
  type ChosenService,
  type ServiceChooserViewProps,
} from "./service-chooser";
export { useBookService, type BookServiceOptions } from "./use-book-service";
