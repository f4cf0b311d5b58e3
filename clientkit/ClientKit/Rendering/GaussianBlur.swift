import Foundation

/// A separable Gaussian blur of a plane of coverage values (0...1), for shadows.
///
/// Each weight is the Gaussian's integral over one pixel (a difference of error
/// functions), so blurring whole-pixel shapes gives the continuous blur sampled at
/// pixel centres; the kernel stops at three standard deviations and is normalised.
/// Outside the plane counts as zero.
enum _GaussianBlur {
    /// The weights for offsets −r…r, r = ⌈3σ⌉ (just `[1]` when σ is tiny).
    static func kernel(sigma: CGFloat) -> [Float] {
        guard sigma > 0.01 else { return [1] }
        let r = Int((3 * sigma).rounded(.up))
        let scale = 1 / (Double(sigma) * 2.squareRoot())
        var weights: [Float] = []
        for i in -r...r {
            let upper: Double = erf((Double(i) + 0.5) * scale)
            let lower: Double = erf((Double(i) - 0.5) * scale)
            weights.append(Float(0.5 * (upper - lower)))
        }
        let sum = weights.reduce(Float(0)) { $0 + $1 }
        for i in weights.indices { weights[i] /= sum }
        return weights
    }

    /// Blurs `plane` (`width` × `height` values, row after row) in place.
    static func blur(_ plane: inout [Float], width: Int, height: Int, sigmaX: CGFloat, sigmaY: CGFloat) {
        guard width > 0, height > 0 else { return }
        let kx = kernel(sigma: sigmaX), ky = kernel(sigma: sigmaY)
        var scratch = [Float](repeating: 0, count: plane.count)
        if kx.count > 1 { pass(from: plane, into: &scratch, kernel: kx, count: width, lines: height, step: 1, lineStep: width) }
        else { scratch = plane }
        if ky.count > 1 { pass(from: scratch, into: &plane, kernel: ky, count: height, lines: width, step: width, lineStep: 1) }
        else { plane = scratch }
    }

    /// Convolves each of `lines` lines of `count` values (`step` apart; lines
    /// `lineStep` apart) with `kernel`.
    private static func pass(from source: [Float], into output: inout [Float], kernel: [Float],
                             count: Int, lines: Int, step: Int, lineStep: Int) {
        let r = kernel.count / 2
        source.withUnsafeBufferPointer { src in
            output.withUnsafeMutableBufferPointer { dst in
                kernel.withUnsafeBufferPointer { k in
                    for line in 0..<lines {
                        let base = line * lineStep
                        for i in 0..<count {
                            var sum: Float = 0
                            let lo = Swift.max(0, i - r), hi = Swift.min(count - 1, i + r)
                            var j = lo
                            while j <= hi {
                                sum += src[base + j * step] * k[j - i + r]
                                j += 1
                            }
                            dst[base + i * step] = sum
                        }
                    }
                }
            }
        }
    }
}
