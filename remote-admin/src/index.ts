// The async boundary Module Federation needs before shared modules are used (without it
// webpack refuses them: "Shared module is not available for eager consumption").
void import('./bootstrap');
