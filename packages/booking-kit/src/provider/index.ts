export { BookingKitProvider, type BookingKitProviderProps } from "./booking-kit-provider";
export {
  useHandleError,
  useKit,
  useSession,
  type KitContextValue,
  type KitDestination,
  type KitSettings,
} from "../kit-context";
