public enum StrataShm {}
