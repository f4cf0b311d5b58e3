/// ClientKit: the UIKit-style view system apps link.
///
/// ClientKit depends on the protocol and the foundations, never on the daemon.
public enum ClientKit {}
