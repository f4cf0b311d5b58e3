// `import QuartzCore` on Linux: CALayer, CATransform3D and CADisplayLink from ClientKit.
@_exported import ClientKit
