// Declarations of this area are added here; every exported resource is registered.
export {};
