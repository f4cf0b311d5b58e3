// `import CoreGraphics` on Linux: CGFloat, CGPoint, CGSize and CGRect come from
// Foundation; CGAffineTransform, CGContext, CGPath, CGColor, CGImage from ClientKit.
@_exported import ClientKit
