// The React binding of the shared store, kept apart so behaviours can use the store without React.
export { useShopStore } from './use-shop-store';
