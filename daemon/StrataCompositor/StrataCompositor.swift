/// The Strata compositor: window stack, renderer, input router and D-Bus service.
///
/// Its place in the package and its dependencies (the protocol and the foundations,
/// never ClientKit) are fixed; the compositor itself arrives with the daemon issue.
public enum StrataCompositor {}
